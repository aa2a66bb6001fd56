public enum ProductCategory: String, Sendable, CaseIterable {
	case food, toys, books
}
