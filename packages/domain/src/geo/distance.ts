import type { LatLng } from './coordinates';

/** GRS80 (GDA) ellipsoid; WGS84 differs from it by 0.1 mm in the semi-minor axis. */
export const GRS80 = { a: 6378137, f: 1 / 298.257222101 } as const;

/** More than this many metres from the approved point (or the pilot hole) needs confirming. */
export const WARNING_DISTANCE_M = 20;

/** Moving a hole searches lots within this radius. */
export const LOT_SEARCH_RADIUS_M = 1000;

const toRad = (deg: number): number => (deg * Math.PI) / 180;

/**
 * Geodesic distance in metres by Vincenty's inverse formula (sub-millimetre on the ellipsoid).
 * Written here rather than a haversine because 20 m decisions need centimetres, not 0.5 %.
 * Returns NaN only for nearly antipodal points, which cannot both be in NSW.
 */
export function geodesicDistance(from: LatLng, to: LatLng, ellipsoid: { a: number; f: number } = GRS80): number {
  const { a, f } = ellipsoid;
  const b = a * (1 - f);
  const L = toRad(to.longitude - from.longitude);
  const U1 = Math.atan((1 - f) * Math.tan(toRad(from.latitude)));
  const U2 = Math.atan((1 - f) * Math.tan(toRad(to.latitude)));
  const [sinU1, cosU1, sinU2, cosU2] = [Math.sin(U1), Math.cos(U1), Math.sin(U2), Math.cos(U2)];

  let lambda = L;
  for (let iteration = 0; iteration < 200; iteration++) {
    const sinLambda = Math.sin(lambda);
    const cosLambda = Math.cos(lambda);
    const sinSigma = Math.hypot(cosU2 * sinLambda, cosU1 * sinU2 - sinU1 * cosU2 * cosLambda);
    if (sinSigma === 0) return 0;
    const cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda;
    const sigma = Math.atan2(sinSigma, cosSigma);
    const sinAlpha = (cosU1 * cosU2 * sinLambda) / sinSigma;
    const cos2Alpha = 1 - sinAlpha * sinAlpha;
    // On the equator cos2Alpha is 0 and the term vanishes.
    const cos2SigmaM = cos2Alpha === 0 ? 0 : cosSigma - (2 * sinU1 * sinU2) / cos2Alpha;
    const C = (f / 16) * cos2Alpha * (4 + f * (4 - 3 * cos2Alpha));
    const previous = lambda;
    lambda =
      L +
      (1 - C) * f * sinAlpha * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM ** 2)));
    if (Math.abs(lambda - previous) < 1e-12) {
      const uSq = (cos2Alpha * (a * a - b * b)) / (b * b);
      const A = 1 + (uSq / 16384) * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)));
      const B = (uSq / 1024) * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)));
      const deltaSigma =
        B *
        sinSigma *
        (cos2SigmaM +
          (B / 4) *
            (cosSigma * (-1 + 2 * cos2SigmaM ** 2) -
              (B / 6) * cos2SigmaM * (-3 + 4 * sinSigma ** 2) * (-3 + 4 * cos2SigmaM ** 2)));
      return b * A * (sigma - deltaSigma);
    }
  }
  return Number.NaN;
}

/** Distance rounded to centimetres, as stored with the work and shown to the user. */
export function distanceMetres(from: LatLng, to: LatLng): number {
  return Math.round(geodesicDistance(from, to) * 100) / 100;
}

export function isBeyondWarningDistance(distance: number | null | undefined): boolean {
  return distance !== null && distance !== undefined && distance > WARNING_DISTANCE_M;
}
