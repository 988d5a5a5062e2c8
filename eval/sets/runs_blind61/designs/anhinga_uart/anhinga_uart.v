// anhinga_uart: UART transmitter, 8N1, baud tick from a fixed divider
// Ports: clk, rst (sync, active high), start, data[7:0] -> txd, busy
// Parameter CLKS_PER_BIT sets the baud divider (default 16).
module anhinga_uart #(parameter CLKS_PER_BIT = 16) (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] data,
    output reg        txd,
    output wire       busy
);
    reg [9:0] shreg;
    reg [3:0] bitcnt;
    reg [7:0] divcnt;
    reg       active;
    assign busy = active;
    always @(posedge clk) begin
        if (rst) begin
            txd <= 1'b1; active <= 1'b0; bitcnt <= 4'd0; divcnt <= 8'd0; shreg <= 10'h3ff;
        end else if (!active) begin
            txd <= 1'b1;
            if (start) begin
                shreg  <= {1'b1, data, 1'b0};
                active <= 1'b1;
                bitcnt <= 4'd0;
                divcnt <= 8'd0;
            end
        end else begin
            txd <= shreg[0];
            if (divcnt == CLKS_PER_BIT - 1) begin
                divcnt <= 8'd0;
                shreg  <= {1'b1, shreg[9:1]};
                bitcnt <= bitcnt + 4'd1;
                if (bitcnt == 4'd9) active <= 1'b0;
            end else begin
                divcnt <= divcnt + 8'd1;
            end
        end
    end
endmodule
