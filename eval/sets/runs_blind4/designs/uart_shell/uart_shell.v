// UART transmitter shell: the baud generator lives in a separate file
// that was never added to the flow.
module uart_shell (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       send,
    input  wire [7:0] data,
    output reg        txd,
    output wire       busy
);
    wire baud_tick;
    reg  [3:0] bitpos;
    reg  [9:0] frame;

    baud_gen #(.DIVISOR(434)) u_baud (
        .clk   (clk),
        .rst_n (rst_n),
        .tick  (baud_tick)
    );

    assign busy = (bitpos != 4'd0);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            bitpos <= 4'd0;
            frame  <= 10'h3ff;
            txd    <= 1'b1;
        end else if (!busy && send) begin
            frame  <= {1'b1, data, 1'b0};
            bitpos <= 4'd10;
        end else if (busy && baud_tick) begin
            txd    <= frame[0];
            frame  <= {1'b1, frame[9:1]};
            bitpos <= bitpos - 4'd1;
        end
    end
endmodule
