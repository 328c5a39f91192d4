// An async boundary, so that module federation can agree on shared modules before any run.
import('./bootstrap');
