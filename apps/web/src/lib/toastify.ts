// react-toastify with its stylesheet: both load with the first toast, not with the page (the
// stylesheet would otherwise delay every page's first paint).
import 'react-toastify/ReactToastify.css';

export * from 'react-toastify/unstyled';
