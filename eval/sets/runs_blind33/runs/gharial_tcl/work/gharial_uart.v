// gharial_uart: UART receiver, 8N1, 16x oversampling with mid-bit sampling and framing-error flag
module gharial_uart #(parameter OSR_DIV = 27) (
    input  wire       clk,
    input  wire       rst,
    input  wire       rxd,
    output reg  [7:0] data,
    output reg        valid,
    output reg        frame_err
);
    reg [1:0] sync;
    reg [4:0] os_div;
    reg [3:0] os_cnt;
    reg [3:0] bit_idx;
    reg [7:0] shreg;
    reg [1:0] state;
    localparam S_IDLE = 2'd0, S_START = 2'd1, S_DATA = 2'd2, S_STOP = 2'd3;

    wire os_tick = (os_div == OSR_DIV - 1);
    wire rx = sync[1];

    always @(posedge clk) begin
        if (rst) sync <= 2'b11;
        else     sync <= {sync[0], rxd};
    end

    always @(posedge clk) begin
        if (rst) os_div <= 0;
        else     os_div <= os_tick ? 5'd0 : os_div + 1'b1;
    end

    always @(posedge clk) begin
        if (rst) begin
            state <= S_IDLE; os_cnt <= 0; bit_idx <= 0; shreg <= 0;
            data <= 0; valid <= 0; frame_err <= 0;
        end else begin
            valid <= 1'b0;
            if (os_tick) begin
                case (state)
                S_IDLE:  if (!rx) begin state <= S_START; os_cnt <= 0; end
                S_START: begin
                    os_cnt <= os_cnt + 1'b1;
                    if (os_cnt == 4'd7) begin
                        if (!rx) begin state <= S_DATA; os_cnt <= 0; bit_idx <= 0; end
                        else state <= S_IDLE;       // glitch, not a start bit
                    end
                end
                S_DATA: begin
                    os_cnt <= os_cnt + 1'b1;
                    if (os_cnt == 4'd15) begin
                        shreg <= {rx, shreg[7:1]};
                        bit_idx <= bit_idx + 1'b1;
                        if (bit_idx == 4'd7) state <= S_STOP;
                    end
                end
                S_STOP: begin
                    os_cnt <= os_cnt + 1'b1;
                    if (os_cnt == 4'd15) begin
                        data <= shreg;
                        valid <= rx;
                        frame_err <= !rx;
                        state <= S_IDLE;
                    end
                end
                endcase
            end
        end
    end
endmodule
