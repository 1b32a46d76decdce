// The helpers moved to tests/views/renderWithRouter.tsx (the home tests use them too); the
// service, centre-info and FAQ tests still import them from here until their owners switch.
export { renderApp, renderWithRouter } from '../renderWithRouter';
