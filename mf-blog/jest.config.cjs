module.exports = require('@takehome/web-kit/build/jest-config')(__dirname);
