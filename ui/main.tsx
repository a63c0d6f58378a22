import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createContainer } from './container.js';
import { createQueryClient } from './query-client.js';
import { Root } from './root.js';
import './styles/theme.css.js';

const element = document.getElementById('root')!;
const tree = <Root container={createContainer()} queryClient={createQueryClient()} router={(app) => <BrowserRouter>{app}</BrowserRouter>} />;

// Prerendered pages hydrate; client-only pages (/admin) arrive as an empty shell and render fresh.
if (element.hasChildNodes()) {
  hydrateRoot(element, tree, {
    onRecoverableError: (error) => console.error('Hydration problem:', error),
  });
} else {
  createRoot(element).render(tree);
}
