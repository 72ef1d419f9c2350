// Not built yet: a JSON 404 until the resource module replaces this line.
export { loader } from './not-found';
