import { useCallback, useRef, type ReactNode } from 'react';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { NoticeCard, type NoticeCardProps } from './NoticeCard';
import { NOTICE_AUTO_HIDE_MS, NoticeContext, type Notice } from './noticeContext';

export interface NoticeProviderProps {
  children: ReactNode;
}

/** The wall's notices: notistack, one at a time, newest wins. */
export function NoticeProvider({ children }: NoticeProviderProps) {
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={NOTICE_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // A replaced notice leaves at once, so the new one is not kept waiting.
      transitionDuration={{ enter: 225, exit: 0 }}
      Components={{ default: NoticeCard, success: NoticeCard, error: NoticeCard, info: NoticeCard }}
    >
      <Notifier>{children}</Notifier>
    </SnackbarProvider>
  );
}

function Notifier({ children }: NoticeProviderProps) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  // notistack queues a notice behind the visible one and closeSnackbar() without a key
  // leaves the queue alone: closing every earlier key by name keeps the queue empty however
  // fast the visitor clicks.
  const shown = useRef<SnackbarKey[]>([]);
  const notify = useCallback(
    ({ title, description, tone }: Notice) => {
      for (const key of shown.current) closeSnackbar(key);
      const message: NoticeCardProps['message'] = (
        <>
          <strong>{title}</strong>
          {description ? <span>{description}</span> : null}
        </>
      );
      shown.current = [enqueueSnackbar({ message, variant: tone })];
    },
    [enqueueSnackbar, closeSnackbar],
  );
  return <NoticeContext value={notify}>{children}</NoticeContext>;
}
