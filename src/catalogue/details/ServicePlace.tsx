import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useFormat, useT } from '../../lib/i18n';
import { VisuallyHidden } from '../../ui';
import { messages } from '../messages';
import { nearbyHref } from '../search/nearbyHref';

const PlaceMap = lazy(() => import('../map/PlaceMap'));

/**
 * Where the provider is: a small map with a marker (the data names no town), a link to the
 * services nearby, and for screen readers the place in degrees with their compass letters.
 */
export function ServicePlace({ at }: { at: { lat: number; lng: number } }) {
  const t = useT(messages);
  const format = useFormat();
  return (
    <figure className="service-place">
      <Suspense fallback={<div className="place-map" />}>
        <PlaceMap lat={at.lat} lng={at.lng} />
      </Suspense>
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
