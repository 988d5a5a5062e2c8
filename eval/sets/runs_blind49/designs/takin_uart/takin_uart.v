// takin_uart: UART transmitter, 8N1, with a one-byte holding register
// CLKS_PER_BIT = clk cycles per bit (e.g. 50 MHz / 115200 = 434). data_valid loads the
// holding register when hold_empty is high; the shifter sends start bit, 8 data bits LSB
// first, and one stop bit on txd. tx_busy is high while a frame is on the line.
module takin_uart #(
    parameter CLKS_PER_BIT = 434
) (
    input  wire       clk,
    input  wire       rst,
    input  wire [7:0] data,
    input  wire       data_valid,
    output wire       hold_empty,
    output reg        txd,
    output wire       tx_busy
);
    localparam CW = $clog2(CLKS_PER_BIT);

    reg [7:0]    hold;
    reg          hold_full;
    reg [9:0]    frame;      // {stop, data[7:0], start}
    reg [3:0]    bits_left;
    reg [CW-1:0] baud_cnt;

    assign hold_empty = !hold_full;
    assign tx_busy    = (bits_left != 4'd0);

    always @(posedge clk) begin
        if (rst) begin
            hold      <= 8'd0;
            hold_full <= 1'b0;
            frame     <= 10'h3ff;
            bits_left <= 4'd0;
            baud_cnt  <= {CW{1'b0}};
            txd       <= 1'b1;
        end else begin
            if (data_valid && !hold_full) begin
                hold      <= data;
                hold_full <= 1'b1;
            end
            if (bits_left == 4'd0) begin
                txd <= 1'b1;
                if (hold_full) begin
                    frame     <= {1'b1, hold, 1'b0};
                    bits_left <= 4'd10;
                    baud_cnt  <= {CW{1'b0}};
                    hold_full <= 1'b0;
                end
            end else begin
                txd <= frame[0];
                if (baud_cnt == CLKS_PER_BIT - 1) begin
                    baud_cnt  <= {CW{1'b0}};
                    frame     <= {1'b1, frame[9:1]};
                    bits_left <= bits_left - 4'd1;
                end else begin
                    baud_cnt <= baud_cnt + 1'b1;
                end
            end
        end
    end
endmodule
