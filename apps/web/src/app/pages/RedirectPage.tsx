import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/PageLoader';

/**
 * `/redirect/{path}` (spec section 2): goes on to `/{path}` with the same query, which mounts the
 * page afresh; the tab bar's "reload" uses it.
 */
export default function RedirectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = location.pathname.replace(/^\/redirect/, '') || '/';
    navigate(`${target}${location.search}${location.hash}`, { replace: true });
  }, [location, navigate]);
  return <PageLoader />;
}
