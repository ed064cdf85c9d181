// Renders $notices and $toasts with plain DOM (no framework), once per page, for every island that
// raises them: the notifications overlay (2.8) and the toast region labelled "Notification" (F8).
import { clearNotices, dismissNotice, dismissToast, $notices, $toasts, type Notice, type Toast } from '../../stores/notices';
import { showsClearAll, SWIPE_DISMISS_PX } from './notice-queue';
import { chooseNoticeEdge, type Box, type NoticeEdge } from './toast-placement';

/** Gaps of a floating stack: from the window's bottom edge, and below the fixed navigation (4 rem + 0.5). */
const BOTTOM_GAP_PX = 16;
const TOP_GAP_PX = 72;
/**
 * What a notice must not sit on: what a visitor can press, and what they came to read (headings such as
 * the hero's or the dashboard's, figure lists such as the credited contribution's card, and anything a
 * page marks `data-keep-visible`).
 */
const KEEP_CLEAR =
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"]), h1, h2, h3, dl, [data-keep-visible]';

const boxOf = (rect: DOMRect): Box => ({ top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right });

/** Moves `stack` to the edge where it covers nothing of KEEP_CLEAR (bottom first); see toast-placement.ts. */
function keepClearOfActions(stack: HTMLElement): void {
  if (stack.hidden || stack.getBoundingClientRect().height === 0) return;
  const header = document.querySelector('header');
  const actions = [...document.querySelectorAll<HTMLElement>(KEEP_CLEAR)]
    .filter((element) => !stack.contains(element) && !header?.contains(element) && !element.closest('[data-notice-view]'))
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight)
    .map(boxOf);
  const edge = chooseNoticeEdge({
    current: boxOf(stack.getBoundingClientRect()),
    edge: (stack.dataset.edge as NoticeEdge | undefined) ?? 'bottom',
    viewportHeight: window.innerHeight,
    bottomGap: BOTTOM_GAP_PX,
    topGap: TOP_GAP_PX,
    actions,
  });
  if (stack.dataset.edge === edge) return;
  stack.dataset.edge = edge;
  stack.style.top = edge === 'top' ? `${TOP_GAP_PX}px` : '';
  stack.style.bottom = edge === 'top' ? 'auto' : '';
}

/** Re-places the stacks while any is shown: on scroll, resize, and as the page under them changes. */
function watchPlacement(stacks: HTMLElement[]): () => void {
  let frame = 0;
  const place = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => stacks.forEach(keepClearOfActions));
  };
  window.addEventListener('scroll', place, { passive: true });
  window.addEventListener('resize', place);
  // A success panel's buttons can appear a moment after its toast: look again while something is shown.
  setInterval(() => stacks.some((stack) => stack.querySelector('[data-slot="toast"], [data-slot="notification"]')) && place(), 400);
  return place;
}

const TYPE_CLASSES: Record<Notice['type'], string> = {
  success: 'border-emerald-500/60 bg-emerald-950/95',
  info: 'border-sky-500/60 bg-sky-950/95',
  warning: 'border-amber-500/60 bg-amber-950/95',
  error: 'border-rose-500/60 bg-rose-950/95',
};

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function closeButton(label: string, onClick: () => void): HTMLButtonElement {
  const button = el('button', 'ml-auto shrink-0 rounded px-2 text-lg leading-none text-gray-300 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-white', '×');
  button.type = 'button';
  button.setAttribute('aria-label', label);
  button.addEventListener('click', onClick);
  return button;
}

function renderOverlay(root: HTMLElement, notices: readonly Notice[]) {
  root.replaceChildren();
  root.hidden = notices.length === 0;
  if (showsClearAll(notices.length)) {
    const clear = el('button', 'pointer-events-auto self-start rounded bg-gray-800 px-3 py-1 text-xs font-medium text-gray-100 hover:bg-gray-700', 'Clear All');
    clear.type = 'button';
    clear.addEventListener('click', clearNotices);
    root.appendChild(clear);
  }
  for (const notice of notices) {
    const item = el('div', `pointer-events-auto flex gap-3 rounded-lg border p-3 text-sm text-gray-100 shadow-lg ${TYPE_CLASSES[notice.type]}`);
    item.dataset.slot = 'notification';
    item.dataset.type = notice.type;
    const body = el('div', 'min-w-0 wrap-anywhere');
    body.appendChild(el('p', 'font-semibold', notice.title));
    body.appendChild(el('p', 'text-gray-200', notice.message));
    item.appendChild(body);
    item.appendChild(closeButton(`Dismiss ${notice.title}`, () => dismissNotice(notice.id)));
    root.appendChild(item);
  }
}

function renderToasts(list: HTMLOListElement, toasts: readonly Toast[]) {
  list.replaceChildren();
  for (const toast of toasts) {
    const destructive = toast.variant === 'destructive';
    const item = el('div', `pointer-events-auto flex touch-pan-y gap-3 rounded-lg border p-4 text-sm shadow-xl transition-transform ${destructive ? 'border-rose-500 bg-rose-900 text-white' : 'border-gray-700 bg-gray-900 text-gray-100'}`);
    item.setAttribute('role', destructive ? 'alert' : 'status');
    item.dataset.slot = 'toast';
    const body = el('div', 'min-w-0 wrap-anywhere');
    body.appendChild(el('p', 'font-semibold', toast.title));
    if (toast.description) body.appendChild(el('p', destructive ? 'text-rose-50' : 'text-gray-300', toast.description));
    item.appendChild(body);
    item.appendChild(closeButton('Close', () => dismissToast(toast.id)));
    let startX: number | null = null;
    item.addEventListener('pointerdown', (event) => (startX = event.clientX));
    item.addEventListener('pointermove', (event) => {
      if (startX !== null) item.style.transform = `translateX(${Math.max(0, event.clientX - startX)}px)`;
    });
    item.addEventListener('pointerup', (event) => {
      if (startX !== null && event.clientX - startX > SWIPE_DISMISS_PX) dismissToast(toast.id);
      else item.style.transform = '';
      startX = null;
    });
    const entry = el('li', '');
    entry.appendChild(item);
    list.appendChild(entry);
  }
}

/** Creates the overlay and toast region on first call; later calls do nothing. */
export function mountNoticeView(): void {
  if (document.querySelector('[data-notice-view]')) return;
  // Bottom left, clear of the nav's wallet panel (top right) and the toasts (bottom right).
  const overlay = el('div', 'pointer-events-none fixed bottom-4 left-4 z-[60] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2');
  overlay.dataset.noticeView = 'overlay';
  overlay.setAttribute('aria-live', 'polite');
  const region = el('section', 'pointer-events-none fixed bottom-4 right-4 z-[70] w-96 max-w-[calc(100vw-2rem)] focus:outline-none');
  region.setAttribute('aria-label', 'Notification');
  region.tabIndex = -1;
  const list = el('ol', 'flex flex-col gap-2');
  region.appendChild(list);
  document.body.appendChild(overlay);
  document.body.appendChild(region);
  const place = watchPlacement([overlay, region]);
  $notices.subscribe((notices) => {
    renderOverlay(overlay, notices);
    place();
  });
  $toasts.subscribe((toasts) => {
    renderToasts(list, toasts);
    place();
  });
  window.addEventListener('keydown', (event) => {
    if (event.key === 'F8') region.focus();
  });
}
