import { mountStandalone } from 'shared-kit/standalone';
import { routeManifest } from './routeManifest';
import routes from './routes';

// Run on its own (npm run dev -w remote-forex), the remote gets a minimal host that logs in against the API.
mountStandalone({ routes, manifest: routeManifest });
