import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.js';
import { createAppServices } from './app/services.js';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<AppRoot services={createAppServices()} />);
