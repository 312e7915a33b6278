import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';

// The search plugin's own bar (with lunr, mark.js and the worker client), loaded on demand by
// `./index.tsx`.
export default SearchBar as typeof SearchBarType;
