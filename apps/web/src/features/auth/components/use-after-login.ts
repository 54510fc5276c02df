import { afterLoginPath, previousPath } from '../../../lib/navigation.ts';
import { useNavigate, useSearchParams } from '../../../lib/router/index.ts';

/** After a login: the `r` target, else the previous page, else home (spec core §2 Login). */
export function useAfterLogin(): () => void {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return () => navigate(afterLoginPath(search.get('r'), previousPath()), { replace: true });
}

/** Keeps `?r=` when the player moves between login, register and SMS login. */
export function useKeepReturnTarget(): (path: string) => string {
  const [search] = useSearchParams();
  const r = search.get('r');
  return (path) => (r ? `${path}?r=${encodeURIComponent(r)}` : path);
}
