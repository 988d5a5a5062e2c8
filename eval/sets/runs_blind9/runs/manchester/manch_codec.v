// manch_codec: Manchester (IEEE 802.3 convention) line encoder and decoder.
// The encoder sends each data bit as two half-bit symbols: '1' -> 0 then 1,
// '0' -> 1 then 0. The decoder samples the pair back and flags a code
// violation when both halves are equal. Both sides run at 2x the bit rate.
module manch_enc (
    input      clk2x,
    input      rst,
    input      bit_in,
    input      bit_vld,
    output reg line_out,
    output reg need_bit     // high in the cycle a new bit is taken
);
    reg half, cur;
    always @(posedge clk2x) begin
        if (rst) begin
            half <= 1'b0; cur <= 1'b0; line_out <= 1'b0; need_bit <= 1'b0;
        end else begin
            half <= ~half;
            need_bit <= half;
            if (!half) begin
                cur      <= bit_vld ? bit_in : 1'b0;
                line_out <= bit_vld ? ~bit_in : 1'b1;
            end else
                line_out <= cur;
        end
    end
endmodule

module manch_dec (
    input            clk2x,
    input            rst,
    input            line_in,
    output reg       bit_out,
    output reg       bit_vld,
    output reg       code_err
);
    reg first, phase;
    always @(posedge clk2x) begin
        if (rst) begin
            first <= 1'b0; phase <= 1'b0; bit_out <= 1'b0; bit_vld <= 1'b0; code_err <= 1'b0;
        end else begin
            phase   <= ~phase;
            bit_vld <= 1'b0;
            if (!phase)
                first <= line_in;
            else begin
                bit_out  <= line_in;
                bit_vld  <= 1'b1;
                code_err <= (first == line_in);
            end
        end
    end
endmodule

module manch_codec (
    input  clk2x,
    input  rst,
    input  tx_bit,
    input  tx_vld,
    output tx_line,
    output tx_need,
    input  rx_line,
    output rx_bit,
    output rx_vld,
    output rx_err
);
    manch_enc u_enc (.clk2x(clk2x), .rst(rst), .bit_in(tx_bit), .bit_vld(tx_vld),
                     .line_out(tx_line), .need_bit(tx_need));
    manch_dec u_dec (.clk2x(clk2x), .rst(rst), .line_in(rx_line), .bit_out(rx_bit),
                     .bit_vld(rx_vld), .code_err(rx_err));
endmodule
