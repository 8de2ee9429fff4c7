import { Link } from 'react-router-dom';
import { theme } from 'shared-kit/theme';
import { PlainPage } from '../plain/PlainPage';
import { plain } from '../plain/plainStyles';
import { GUJARATI_FONT_FAMILY, GujaratiFont } from './gujaratiFont';

/** Shown for /404, unknown paths, and guarded routes the person holds no right for. */
export function NotFoundPage() {
  return (
    <PlainPage>
      <GujaratiFont />
      <div style={{ textAlign: 'center' }}>
        <h1 style={{ margin: 0, fontSize: '4rem', color: theme.colors.primary }}>404</h1>
        <p lang="gu" style={{ fontSize: theme.font.size.lg, fontFamily: GUJARATI_FONT_FAMILY }}>
          એડમિન દ્વારા તમને આ પેજની પરવાનગી આપવામાં આવી નથી.
        </p>
        <h2>Oops! Page Not Found</h2>
        <Link to="/dashboard" style={plain.link}>
          Go to Home
        </Link>
      </div>
    </PlainPage>
  );
}
