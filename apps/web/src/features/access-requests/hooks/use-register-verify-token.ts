import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { takeRegisterVerifyToken } from '@driller/domain';

/**
 * The registerverify token of the address (any letter case of the parameter), read once; the
 * parameter is then removed from the address bar (spec 3 routes), the rest of the query kept.
 */
export function useRegisterVerifyToken(): string | null {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => takeRegisterVerifyToken(search).token);

  useEffect(() => {
    const { token: inAddress, rest } = takeRegisterVerifyToken(search);
    if (inAddress !== null) void navigate(`${pathname}${rest}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);

  return token;
}
