// CAN transmit bit stuffer: inserts a complement bit after five equal bits.
// Upstream holds tx_bit while ready is low.
module can_bitstuff (
    input      clk,
    input      rst,
    input      sof,        // start of frame: clears the run counter
    input      bit_en,     // one pulse per bit time
    input      tx_bit,
    input      stuff_on,   // low during CRC delimiter / ACK / EOF
    output reg can_tx,
    output reg ready,
    output reg stuffed     // high while a stuff bit is being sent
);
    wire stuff_req;

    stuff_cnt5 u_cnt (
        .clk      (clk),
        .rst      (rst),
        .clr      (sof),
        .bit_en   (bit_en),
        .bit_in   (can_tx),
        .stuff_req(stuff_req)
    );

    always @(posedge clk) begin
        if (rst) begin
            can_tx  <= 1'b1;
            ready   <= 1'b1;
            stuffed <= 1'b0;
        end else if (bit_en) begin
            if (stuff_on && stuff_req && !stuffed) begin
                can_tx  <= ~can_tx;
                stuffed <= 1'b1;
                ready   <= 1'b0;
            end else begin
                can_tx  <= tx_bit;
                stuffed <= 1'b0;
                ready   <= 1'b1;
            end
        end
    end
endmodule
