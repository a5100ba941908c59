import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { useFormat, useT } from '../../lib/i18n';
import { useNearView } from '../../lib/useNearView';
import { VisuallyHidden } from '../../ui';
import { messages } from '../messages';
import { nearbyHref } from '../search/nearbyHref';

const PlaceMap = lazy(() => import('../map/PlaceMap'));

/**
 * Where the provider is: a small map with a marker (the data names no town), a link to the
 * services nearby, and for screen readers the place in degrees with their compass letters. The map
 * is loaded and drawn when it comes into view (below a phone's first screen, on a scroll).
 */
export function ServicePlace({ at }: { at: { lat: number; lng: number } }) {
  const t = useT(messages);
  const format = useFormat();
  const place = useRef<HTMLElement>(null);
  const near = useNearView(place);
  const blank = <div className="place-map" />;
  return (
    <figure className="service-place" ref={place}>
      {near ? (
        <Suspense fallback={blank}>
          <PlaceMap lat={at.lat} lng={at.lng} />
        </Suspense>
      ) : (
        blank
      )}
      <figcaption>
        {t('details.placeCaption')}{' '}
        <VisuallyHidden>
          {t('details.locationValue', {
            lat: format.number(at.lat),
            lng: format.number(at.lng),
          })}
        </VisuallyHidden>{' '}
        <Link to={nearbyHref(at)}>{t('details.nearby')}</Link>
      </figcaption>
    </figure>
  );
}
