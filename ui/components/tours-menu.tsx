import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { navigationClick } from '../../domain/analytics/events.js';
import type { Place } from '../../domain/navigation/site-places.js';
import * as css from './header.css.js';
import { ChevronDownIcon } from './icons.js';
import { SiteLink } from './site-link.js';
import { trackedClick } from './tracked-click.js';

/** docs/product.md §9: the Tours dropdown closes this long after the pointer leaves it. */
export const TOURS_MENU_CLOSE_DELAY_MS = 150;

/**
 * docs/product.md §2 Tours dropdown: opens on hover (and on click, Enter, Space or ArrowDown for keyboard
 * users), closes 150 ms after the pointer leaves, and closes when a link is chosen. Its links report their
 * navigation_click through the page's click listener (./page-clicks.ts).
 *
 * Site navigation as a disclosure (a button that shows a list of links), the pattern the WAI-ARIA
 * practices give for a site's navigation, written with React alone so the header carries no widget
 * library to every visitor's phone (docs/decisions/050).
 */
export function ToursMenu({ places }: { places: readonly Place[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | undefined>(undefined);
  const menu = useRef<HTMLDivElement>(null);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hide = () => {
    cancelClose();
    setOpen(false);
  };
  useEffect(() => cancelClose, []);
  // The header hydrates when the pointer first comes over it (docs/decisions/083): a pointer already resting on the
  // menu by then gets no pointerenter, so the menu opens as hovering would have opened it.
  useEffect(() => {
    if (menu.current?.matches(':hover') && window.matchMedia('(hover: hover)').matches) setOpen(true);
  }, []);

  const links = () => [...(list.current?.querySelectorAll('a') ?? [])];
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const all = links();
    (focusOnOpen.current === 'first' ? all[0] : all[all.length - 1])?.focus();
    focusOnOpen.current = undefined;
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') show();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), TOURS_MENU_CLOSE_DELAY_MS);
  };
  // A pointer click on a menu that hovering already opened keeps it open: otherwise the click that
  // follows the hover would close it. The keyboard (Enter, Space: detail 0) toggles.
  const onButtonClick = (event: MouseEvent) => {
    if (event.detail > 0) show();
    else if (open) hide();
    else {
      focusOnOpen.current = 'first';
      show();
    }
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) {
      const all = links();
      (event.key === 'ArrowDown' ? all[0] : all[all.length - 1])?.focus();
      focusOnOpen.current = undefined;
    } else show();
  };
  const onListKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    hide();
    button.current?.focus();
  };
  // Focus leaving the menu (Tab past its last link, a tap elsewhere) closes it.
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };

  return (
    <div ref={menu} className={css.toursMenu} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={css.navLink}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        Tours <ChevronDownIcon />
      </button>
      <ul ref={list} id={listId} aria-label="Tours" className={css.menu} hidden={!open} onKeyDown={onListKeyDown}>
        {places.map((place) => (
          <li key={place.path}>
            <SiteLink
              to={place.path}
              className={css.menuItem}
              onClick={hide}
              {...trackedClick(navigationClick(place.label))}
            >
              {place.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
