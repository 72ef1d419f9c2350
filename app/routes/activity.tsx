// Not built yet: answers the shop's not-found page until the page module replaces this line.
export { loader, meta, handle, ErrorBoundary, default } from './not-found';
