// Where a floating notice goes so that it never covers what the visitor can press or came to read: its
// usual edge (the bottom of the window) unless a control, heading or figure card sits under it there
// (notice-view.ts lists them), then the top, just below the fixed navigation; if both would cover
// something, the edge that covers fewer.

/** A rectangle in viewport coordinates. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export type NoticeEdge = 'bottom' | 'top';

export interface PlacementInput {
  /** The notice stack's box where it is now, and the viewport height. */
  current: Box;
  edge: NoticeEdge;
  viewportHeight: number;
  /** Distance from the window edge at the bottom, and below the fixed navigation at the top. */
  bottomGap: number;
  topGap: number;
  /** Boxes of the page's visible controls. */
  actions: readonly Box[];
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The notice's box if it sat at `edge`. */
export function boxAt(edge: NoticeEdge, input: Pick<PlacementInput, 'current' | 'viewportHeight' | 'bottomGap' | 'topGap'>): Box {
  const height = input.current.bottom - input.current.top;
  const top = edge === 'top' ? input.topGap : input.viewportHeight - input.bottomGap - height;
  return { top, bottom: top + height, left: input.current.left, right: input.current.right };
}

/** The edge where the notice covers no control (bottom preferred), else the one that covers fewer. */
export function chooseNoticeEdge(input: PlacementInput): NoticeEdge {
  const covered = (edge: NoticeEdge) => {
    const box = boxAt(edge, input);
    return input.actions.filter((action) => overlaps(box, action)).length;
  };
  const bottom = covered('bottom');
  if (bottom === 0) return 'bottom';
  const top = covered('top');
  return top < bottom ? 'top' : 'bottom';
}
