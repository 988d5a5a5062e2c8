// borage_uarttx: UART transmitter, 8 data bits, no parity, 1 stop bit (8N1)
// Parameters: CLKS_PER_BIT = clock cycles per serial bit (default 16)
// Ports: start pulses for one cycle with data valid; busy is high while a frame is on txd.
module borage_uarttx #(
    parameter CLKS_PER_BIT = 16
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] data,
    output reg        txd,
    output wire       busy
);
    localparam CW = $clog2(CLKS_PER_BIT);

    reg [CW-1:0] baud_cnt;
    reg [3:0]    bit_idx;     // 0 = start bit, 1..8 = data, 9 = stop
    reg [7:0]    shreg;
    reg          active;

    assign busy = active;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            baud_cnt <= 0;
            bit_idx  <= 4'd0;
            shreg    <= 8'h00;
            active   <= 1'b0;
            txd      <= 1'b1;
        end else if (!active) begin
            txd <= 1'b1;
            if (start) begin
                active   <= 1'b1;
                shreg    <= data;
                bit_idx  <= 4'd0;
                baud_cnt <= 0;
                txd      <= 1'b0;          // start bit
            end
        end else begin
            if (baud_cnt == CLKS_PER_BIT - 1) begin
                baud_cnt <= 0;
                bit_idx  <= bit_idx + 4'd1;
                if (bit_idx == 4'd9) begin
                    active <= 1'b0;
                    txd    <= 1'b1;
                end else if (bit_idx == 4'd8) begin
                    txd <= 1'b1;           // stop bit
                end else begin
                    txd   <= shreg[0];     // LSB first
                    shreg <= {1'b0, shreg[7:1]};
                end
            end else begin
                baud_cnt <= baud_cnt + 1'b1;
            end
        end
    end
endmodule
