// nickel_uart: UART transmitter, 8N1, baud tick from a clock divider (parameter DIVISOR)
// Ports: send with data starts a frame when !busy; tx idles high.
module nickel_uart #(parameter DIVISOR = 27) (
    input  wire       clk,
    input  wire       rst,
    input  wire       send,
    input  wire [7:0] data,
    output reg        tx,
    output wire       busy
);
    reg [9:0] frame;
    reg [3:0] nbits;
    reg [7:0] baud;
    assign busy = (nbits != 4'd0);
    always @(posedge clk) begin
        if (rst) begin
            frame <= 10'h3FF; nbits <= 4'd0; baud <= 8'd0; tx <= 1'b1;
        end else if (!busy) begin
            tx <= 1'b1;
            if (send) begin
                frame <= {1'b1, data, 1'b0};
                nbits <= 4'd10;
                baud  <= 8'd0;
            end
        end else if (baud == DIVISOR - 1) begin
            baud  <= 8'd0;
            tx    <= frame[0];
            frame <= {1'b1, frame[9:1]};
            nbits <= nbits - 4'd1;
        end else begin
            baud <= baud + 8'd1;
        end
    end
endmodule
