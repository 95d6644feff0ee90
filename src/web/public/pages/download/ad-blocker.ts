/** Class names content blockers hide; an element wearing them vanishes when a blocker is active. */
const BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 textads banner-ads';

export function createAdBait(): HTMLElement {
  const bait = document.createElement('div');
  bait.className = BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  bait.innerHTML = '&nbsp;';
  Object.assign(bait.style, {
    position: 'absolute',
    left: '-9999px',
    top: '-9999px',
    width: '1px',
    height: '1px',
  });
  return bait;
}

/** True when something hid or removed the bait. */
export function baitIsBlocked(bait: HTMLElement): boolean {
  if (!bait.isConnected || bait.offsetParent === null || bait.offsetHeight === 0) return true;
  const style = window.getComputedStyle(bait);
  return style.display === 'none' || style.visibility === 'hidden';
}
