//
//  ProductsPresenter.swift
//  Shop
//
//  Created by Tomás Herrera on 14/02/2024.
//

import Foundation

protocol ProductsDisplaying: AnyObject {
  func display(products: [ProductModel], isSearching: Bool)
  func display(errorMessage: String)
}

@MainActor
final class ProductsPresenter {
  weak var view: ProductsDisplaying?

  private let loadProducts: LoadProductsInteractorProtocol
  private let searchProducts: SearchProductsInteractorProtocol
  private var currentPage = 1
  private var loaded: [ProductModel] = []

  init(loadProducts: LoadProductsInteractorProtocol, searchProducts: SearchProductsInteractorProtocol) {
    self.loadProducts = loadProducts
    self.searchProducts = searchProducts
  }

  func viewDidLoad() async {
    currentPage = 1
    loaded = []
    await loadNextPage()
  }

  func loadNextPage() async {
    do {
      loaded += try await loadProducts(page: currentPage)
      currentPage += 1
      view?.display(products: loaded, isSearching: false)
    } catch {
      view?.display(errorMessage: "The catalogue is unavailable right now.")
    }
  }

  func didChangeSearch(_ text: String) async {
    guard !text.isEmpty else {
      view?.display(products: loaded, isSearching: false)
      return
    }
    do {
      view?.display(products: try await searchProducts(query: text), isSearching: true)
    } catch ShopError.invalidQuery {
      return
    } catch {
      view?.display(errorMessage: "Search failed. Try again.")
    }
  }
}
