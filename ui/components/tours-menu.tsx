import { Menu, MenuButton, MenuItem, MenuProvider, useMenuStore } from '@ariakit/react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { TOURS_MENU } from '../content/site-map.js';
import * as css from './header.css.js';
import { ChevronDownIcon } from './icons.js';

/** docs/product.md §9: the Tours dropdown closes this long after the pointer leaves it. */
export const TOURS_MENU_CLOSE_DELAY_MS = 150;

/**
 * docs/product.md §2 Tours dropdown: opens on hover (and on click, Enter, Space or ArrowDown for keyboard
 * users), closes 150 ms after the pointer leaves, and closes when a link is chosen.
 */
export function ToursMenu({ onNavigate }: { onNavigate?: (label: string) => void }) {
  const menu = useMenuStore({ showTimeout: 0, hideTimeout: TOURS_MENU_CLOSE_DELAY_MS });

  // A pointer click on a menu that hovering already opened keeps it open: otherwise the click
  // that follows the hover (and every tap on a touch screen, which hovers first) would close it.
  const keepOpenOnPointerClick = (event: MouseEvent) => {
    if (event.detail > 0 && menu.getState().open) event.preventDefault();
  };

  return (
    <MenuProvider store={menu}>
      <MenuButton showOnHover className={css.navLink} onClick={keepOpenOnPointerClick}>
        Tours <ChevronDownIcon />
      </MenuButton>
      <Menu gutter={4} className={css.menu} portal={false} unmountOnHide hideOnHoverOutside>
        {TOURS_MENU.map((place) => (
          <MenuItem key={place.path} className={css.menuItem} render={<Link to={place.path} />} onClick={() => onNavigate?.(place.label)}>
            {place.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuProvider>
  );
}
