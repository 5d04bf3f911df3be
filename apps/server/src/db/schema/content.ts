// Tables of the public site (news, events, district units, FAQ, pages, contact messages).
export {};
