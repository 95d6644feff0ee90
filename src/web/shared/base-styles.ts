// The stylesheet every page needs before its first paint (the Roboto faces and the plain components' styles):
// imported by each entry's first script, so it is linked from the page's HTML, and by the theme root.
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import './plain/plain.css';
