import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui/toast';
import { forgetSession } from '../../lib/api';
import { paths } from '../../lib/paths';
import { selectSessionEnded, sessionEndHandled } from '../../lib/session-ended';

/** Spec sections 8 and 9: the toast has 500 ms before the move to the sign-in page. */
export const SESSION_ENDED_REDIRECT_MS = 500;

/**
 * What every page does once the API says the session has ended (a 401, see lib/session-ended): the
 * 'Unauthorized' toast, then, 500 ms later, the cache forgotten (so /auth does not still see the old user; doing
 * it earlier would swap the page away under the toast) and the sign-in page.
 */
export function useSessionEndedRedirect() {
  const ended = useSelector(selectSessionEnded);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(() => {
    if (!ended) return;
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    const timer = setTimeout(() => {
      dispatch(forgetSession());
      dispatch(sessionEndHandled());
      navigate(paths.auth);
    }, SESSION_ENDED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [ended, dispatch, navigate, toast]);
}
