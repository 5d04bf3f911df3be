// Registration, documents, payments and identity cards.
export {};
