import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// Registers the site's extra Prism languages (`config/prism.ts`) on the Prism instance code
// blocks use. Imported by `src/theme/CodeBlock/Content/Highlighted.tsx`, so it runs when Prism
// loads instead of in the app's startup bundle.
prismIncludeLanguages(Prism);
