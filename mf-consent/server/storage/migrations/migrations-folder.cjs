// The folder of the migrations, for ES modules and for Jest's CommonJS alike (import.meta exists only in the first).
module.exports = __dirname;
