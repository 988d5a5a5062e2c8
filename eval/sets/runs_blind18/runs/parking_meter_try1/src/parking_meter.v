// parking_meter: coin accepting meter. Each coin adds minutes to the
// remaining time, capped at MAX_MIN; a one second tick counts it down.
module parking_meter #(
    parameter MAX_MIN  = 8'd120,
    parameter TICK_DIV = 16'd50000
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [1:0] coin,        // 00 none, 01 = 10c, 10 = 20c, 11 = 50c
    input  wire       coin_valid,
    input  wire       svc_clear,
    output reg  [7:0] minutes_left,
    output reg  [5:0] seconds_left,
    output wire       expired,
    output reg        coin_reject
);
    localparam S_IDLE   = 2'd0;
    localparam S_PAID   = 2'd1;
    localparam S_EXPIRE = 2'd2;

    reg [1:0]  state;
    reg [15:0] tick_cnt;
    wire sec_tick = (tick_cnt == TICK_DIV - 1);

    reg [7:0] add_min;
    always @(*) begin
        case (coin)
            2'b01:   add_min = 8'd6;
            2'b10:   add_min = 8'd12;
            2'b11:   add_min = 8'd30;
            default: add_min = 8'd0;
        endcase
    end

    wire [8:0] sum_min = minutes_left + add_min;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            tick_cnt <= 16'd0;
        else if (sec_tick)
            tick_cnt <= 16'd0;
        else
            tick_cnt <= tick_cnt + 16'd1
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state        <= S_IDLE;
            minutes_left <= 8'd0;
            seconds_left <= 6'd0;
            coin_reject  <= 1'b0;
        end else if (svc_clear) begin
            state        <= S_IDLE;
            minutes_left <= 8'd0;
            seconds_left <= 6'd0;
            coin_reject  <= 1'b0;
        end else begin
            coin_reject <= 1'b0;
            if (coin_valid) begin
                if (sum_min > MAX_MIN) begin
                    minutes_left <= MAX_MIN;
                    coin_reject  <= 1'b1;
                end else begin
                    minutes_left <= sum_min[7:0];
                end
                state <= S_PAID;
            end else if (sec_tick && state == S_PAID) begin
                if (seconds_left == 0) begin
                    if (minutes_left == 0) begin
                        state <= S_EXPIRE;
                    end else begin
                        minutes_left <= minutes_left - 8'd1;
                        seconds_left <= 6'd59;
                    end
                end else begin
                    seconds_left <= seconds_left - 6'd1;
                end
            end
        end
    end

    assign expired = (state == S_EXPIRE);

endmodule
