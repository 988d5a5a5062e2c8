// jacaranda_tx: 8N1 UART transmitter with a baud-rate divider parameter and even-parity option
module jacaranda_tx #(parameter DIV = 16, parameter PARITY = 0) (
    input  wire       clk,
    input  wire       rst,
    input  wire       send,
    input  wire [7:0] data,
    output reg        txd,
    output wire       ready
);
    localparam NBITS = PARITY ? 11 : 10;
    reg [$clog2(DIV)-1:0] baud;
    reg [3:0]  bitn;
    reg [10:0] frame;
    reg        active;

    assign ready = ~active;

    always @(posedge clk) begin
        if (rst) begin
            active <= 1'b0; txd <= 1'b1; baud <= 0; bitn <= 0; frame <= 11'h7ff;
        end else if (!active) begin
            txd <= 1'b1;
            if (send) begin
                active <= 1'b1;
                baud   <= 0;
                bitn   <= 0;
                frame  <= PARITY ? {1'b1, ^data, data, 1'b0} : {2'b11, data, 1'b0};
            end
        end else begin
            txd <= frame[0];
            if (baud == DIV - 1) begin
                baud  <= 0;
                frame <= {1'b1, frame[10:1]};
                bitn  <= bitn + 4'd1;
                if (bitn == NBITS - 1) active <= 1'b0;
            end else
                baud <= baud + 1'b1;
        end
    end
endmodule
