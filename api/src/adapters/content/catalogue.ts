/**
 * The hospitals' catalogue as the portal reads it: doctors, locations, brands, packages and feedback
 * questionnaires. It is the data the brand content site publishes; the content stand-in
 * (`standins/content`) holds it and serves it under `/content`, and this file is the one place portal
 * modules take it from, so no portal module reaches into a stand-in.
 */
export { doctors, locations, packages, feedback, findBrand, brandLocations } from '../../standins/content/data/index.js';
export type { Doctor, Location, Lang } from '../../standins/content/data/index.js';
