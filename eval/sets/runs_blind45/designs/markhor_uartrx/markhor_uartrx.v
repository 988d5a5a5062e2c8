// markhor_uartrx: UART receiver, 8N1, 16x oversampling from a baud tick
// Ports: clk, rst, tick16 (16x baud strobe), rxd -> data[7:0], valid, frame_err
module markhor_uartrx (
    input  wire       clk,
    input  wire       rst,
    input  wire       tick16,
    input  wire       rxd,
    output reg  [7:0] data,
    output reg        valid,
    output reg        frame_err
);
    localparam IDLE = 2'd0, START = 2'd1, BITS = 2'd2, STOP = 2'd3;
    reg [1:0] state;
    reg [3:0] os;      // oversample counter
    reg [2:0] nbit;
    reg [1:0] rx_s;

    always @(posedge clk) rx_s <= {rx_s[0], rxd};

    always @(posedge clk) begin
        valid <= 1'b0;
        if (rst) begin
            state     <= IDLE;
            os        <= 4'd0;
            nbit      <= 3'd0;
            frame_err <= 1'b0;
            data      <= 8'h00;
        end else if (tick16) begin
            case (state)
                IDLE:  if (!rx_s[1]) begin state <= START; os <= 4'd0; end
                START: if (os == 4'd7) begin
                           os    <= 4'd0;
                           state <= rx_s[1] ? IDLE : BITS;
                           nbit  <= 3'd0;
                       end else os <= os + 4'd1;
                BITS:  if (os == 4'd15) begin
                           os   <= 4'd0;
                           data <= {rx_s[1], data[7:1]};
                           nbit <= nbit + 3'd1;
                           if (nbit == 3'd7) state <= STOP;
                       end else os <= os + 4'd1;
                STOP:  if (os == 4'd15) begin
                           state     <= IDLE;
                           valid     <= rx_s[1];
                           frame_err <= ~rx_s[1];
                       end else os <= os + 4'd1;
            endcase
        end
    end
endmodule
