import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { Link } from 'react-router-dom';
import { TOURS_MENU } from '../content/site-map.js';
import * as css from './header.css.js';

/** SPEC §9: the Tours dropdown closes this long after the pointer leaves it. */
export const TOURS_MENU_CLOSE_DELAY_MS = 150;

/**
 * SPEC §2 Tours dropdown: opens on hover (and on click, Enter, Space or ArrowDown for keyboard
 * users), closes 150 ms after the pointer leaves, and closes when a link is chosen.
 */
export function ToursMenu() {
  return (
    <MenuProvider showTimeout={0} hideTimeout={TOURS_MENU_CLOSE_DELAY_MS}>
      <MenuButton showOnHover className={css.navLink}>
        Tours <span aria-hidden="true">▾</span>
      </MenuButton>
      <Menu gutter={4} className={css.menu} portal={false} unmountOnHide>
        {TOURS_MENU.map((place) => (
          <MenuItem key={place.path} className={css.menuItem} render={<Link to={place.path} />}>
            {place.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuProvider>
  );
}
