//
//  OrdersPresenter.swift
//  Shop
//
//  Created by Lena Fischer on 08/02/2024.
//

import Foundation

protocol OrdersDisplaying: AnyObject {
  func display(rows: [OrderRowViewModel])
  func display(errorMessage: String)
}

struct OrderRowViewModel: Equatable {
  let orderID: String
  let title: String
  let subtitle: String
  let canCancel: Bool
}

@MainActor
final class OrdersPresenter {
  weak var view: OrdersDisplaying?

  private let loadOrders: LoadOrdersInteractorProtocol
  private let cancelOrder: CancelOrderInteractorProtocol
  private let currencyFormatter: NumberFormatter

  init(loadOrders: LoadOrdersInteractorProtocol, cancelOrder: CancelOrderInteractorProtocol) {
    self.loadOrders = loadOrders
    self.cancelOrder = cancelOrder
    self.currencyFormatter = NumberFormatter()
    self.currencyFormatter.numberStyle = .currency
    self.currencyFormatter.currencyCode = "EUR"
  }

  func viewDidAppear(customerID: String) async {
    do {
      let orders = try await loadOrders(customerID: customerID)
      view?.display(rows: orders.map(makeRow))
    } catch {
      view?.display(errorMessage: "We couldn't load your orders.")
    }
  }

  func didTapCancel(orderID: String, customerID: String) async {
    do {
      _ = try await cancelOrder(orderID: orderID)
      await viewDidAppear(customerID: customerID)
    } catch ShopError.orderNotCancellable {
      view?.display(errorMessage: "This order has already shipped.")
    } catch {
      view?.display(errorMessage: "We couldn't cancel this order.")
    }
  }

  private func makeRow(_ order: OrderModel) -> OrderRowViewModel {
    let total = currencyFormatter.string(from: order.total as NSDecimalNumber) ?? "\(order.total)"
    return OrderRowViewModel(
      orderID: order.id,
      title: "Order \(order.id.prefix(8))",
      subtitle: "\(order.itemCount) items · \(total)",
      canCancel: order.status.isCancellable
    )
  }
}
