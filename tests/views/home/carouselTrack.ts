/** How far the carousel's track has moved left, in px, from the transform the motion loop wrote. */
export function trackOffset(track: HTMLElement): number {
  const match = /translate3d\((-?[\d.]+)px/.exec(track.style.transform);
  return match ? 0 - Number(match[1]) : 0;
}
