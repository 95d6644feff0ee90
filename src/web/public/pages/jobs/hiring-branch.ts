import { HIRING_DEFAULT_BRANCH_SLUG } from '@config/constants';

/** The branch of a hiring page is the second segment of its address (/hiring/narra); El Nido otherwise. */
export function hiringBranch(pathname: string): string {
  const second = pathname.split('/').filter(Boolean)[1];
  return second ? decodeURIComponent(second).toLowerCase() : HIRING_DEFAULT_BRANCH_SLUG;
}
