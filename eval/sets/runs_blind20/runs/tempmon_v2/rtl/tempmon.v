// Die temperature monitor: compares the ADC code against warn/crit
// thresholds with hysteresis and raises throttle / shutdown requests.
module tempmon (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       sample_vld,
    input  wire [9:0] temp_code,
    input  wire [9:0] warn_th,
    input  wire [9:0] crit_th,
    input  wire [3:0] hyst,
    output reg        throttle,
    output reg        shutdown,
    output reg  [1:0] zone_state
);
    localparam NORMAL = 2'd0, WARM = 2'd1, HOT = 2'd2, TRIP = 2'd3;

    (* fsm_encoding = "auto" *)
    reg [1:0] st;
    reg [1:0] st_nx;
    reg [2:0] trip_cnt;

    wire above_warn = temp_code >= warn_th;
    wire below_warn = temp_code < (warn_th - {6'd0, hyst});
    wire above_crit = temp_code >= crit_th;
    wire below_crit = temp_code < (crit_th - {6'd0, hyst});

    always @* begin
        st_nx = st;
        case (st)
            NORMAL: if (above_crit) st_nx = HOT;
                    else if (above_warn) st_nx = WARM;
            WARM:   if (above_crit) st_nx = HOT;
                    else if (below_warn) st_nx = NORMAL;
            HOT:    if (trip_cnt == 3'd7) st_nx = TRIP;
                    else if (below_crit) st_nx = WARM;
            TRIP:   st_nx = TRIP;
        endcase
    end

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            st       <= NORMAL;
            trip_cnt <= 3'd0;
        end else if (sample_vld) begin
            st       <= st_nx;
            trip_cnt <= (st == HOT && above_crit) ? trip_cnt + 3'd1 : 3'd0;
        end

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            throttle   <= 1'b0;
            shutdown   <= 1'b0;
            zone_state <= NORMAL;
        end else begin
            throttle   <= (st != NORMAL);
            shutdown   <= (st == TRIP);
            case (st)
                NORMAL:  zone_state <= 2'd0;
                WARM:    zone_state <= 2'd1;
                HOT:     zone_state <= 2'd2;
                default: zone_state <= 2'd3;
            endcase
        end
endmodule
