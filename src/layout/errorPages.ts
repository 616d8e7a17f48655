// react-admin's error pages, in a chunk of their own (see LazyErrorPages.tsx).
export { AuthenticationError, Error } from 'react-admin';
