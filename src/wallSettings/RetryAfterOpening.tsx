import { useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { useWallSettingsInForce } from './wallSettingsContext';

/** How long to wait before listening again, and how many times. */
export const RETRY_AFTER_MS = 1000;
export const RETRIES = 5;

export interface RetryAfterOpeningProps {
  /** Listen again after a failure: the wall was sealed in this visit and has opened. */
  retry: boolean;
  message: string;
  fallback: ReactNode;
  children: (attempt: number) => ReactNode;
}

/**
 * The list's error boundary. On a wall that has just opened, the server's clock may still
 * read the seal a moment longer than this device's: the refusal then shows the fallback and
 * the list listens again on a fresh connection a moment later, a few times. Otherwise, the
 * spec's path alone.
 */
export function RetryAfterOpening({ retry, message, fallback, children }: RetryAfterOpeningProps) {
  const [attempt, setAttempt] = useState(0);
  const { reconnect = () => Promise.resolve() } = useWallSettingsInForce();
  return (
    <ErrorBoundary
      key={attempt}
      message={message}
      fallback={() => (
        <RetryLater
          active={retry && attempt < RETRIES}
          reconnect={reconnect}
          onRetry={() => setAttempt((was) => was + 1)}
        >
          {fallback}
        </RetryLater>
      )}
    >
      {children(attempt)}
    </ErrorBoundary>
  );
}

function RetryLater({
  active,
  reconnect,
  onRetry,
  children,
}: {
  active: boolean;
  reconnect: () => Promise<void>;
  onRetry: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      reconnect().then(
        () => {
          if (!cancelled) onRetry();
        },
        (error: unknown) => console.warn('Could not reconnect to the wall', error),
      );
    }, RETRY_AFTER_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [active, reconnect, onRetry]);
  return children;
}
