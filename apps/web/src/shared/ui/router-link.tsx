import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';

export type TRouterLinkProps = Omit<MuiLinkProps, 'href'> & Pick<LinkProps, 'to' | 'replace' | 'state'>;

/** An MUI link that navigates inside the app. */
export const RouterLink = forwardRef<HTMLAnchorElement, TRouterLinkProps>((props, ref) => (
  <MuiLink component={Link} ref={ref} {...props} />
));
RouterLink.displayName = 'RouterLink';
