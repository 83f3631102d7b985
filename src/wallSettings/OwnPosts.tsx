import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { OwnPost } from '../data/device/waitingPosts';
import { messageCardSx } from '../ui/cards';
import { PLAIN_LIST } from '../ui/cards';

export interface OwnPostsProps {
  posts: readonly OwnPost[];
}

/**
 * The visitor's own posts the wall cannot show yet, from this device: waiting for the host's
 * approval, or kept on the sealed wall. Nobody else sees this list.
 */
export function OwnPosts({ posts }: OwnPostsProps) {
  if (posts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="own-posts-title">
      <Typography id="own-posts-title" variant="h3" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        Your messages (only you see these, on this device)
      </Typography>
      <Box
        component="ul"
        sx={{ ...PLAIN_LIST, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {posts.map((post) => (
          <Box component="li" key={post.id}>
            <Box
              component="article"
              aria-label={`Your message as ${post.authorName}`}
              sx={{ ...messageCardSx, flexDirection: 'column', gap: 1, borderStyle: 'dashed' }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography component="p" sx={{ fontWeight: 700 }} dir="auto">
                  {post.authorName}
                </Typography>
                <Chip
                  size="small"
                  color={post.held ? 'warning' : 'info'}
                  variant="outlined"
                  label={
                    post.held ? "Waiting for the host's approval" : 'Sealed until the wall opens'
                  }
                />
              </Box>
              <Typography
                component="p"
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                dir="auto"
              >
                {post.content}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
