// rtc_calendar: real-time clock core driven by a 1 Hz tick enable.
// Seconds/minutes (0-59), hours (0-23), day of week (0-6), alarm compare, load port.
module rtc_calendar (
    input            clk,
    input            rst,
    input            tick_1hz,
    input            load,
    input      [5:0] ld_sec,
    input      [5:0] ld_min,
    input      [4:0] ld_hour,
    input      [2:0] ld_dow,
    input      [5:0] alarm_min,
    input      [4:0] alarm_hour,
    input            alarm_en,
    output reg [5:0] sec,
    output reg [5:0] min,
    output reg [4:0] hour,
    output reg [2:0] dow,
    output reg       alarm,
    output           midnight
);
    wire sec_wrap  = (sec == 6'd59);
    wire min_wrap  = (min == 6'd59);
    wire hour_wrap = (hour == 5'd23);

    always @(posedge clk) begin
        if (rst) begin
            sec <= 6'd0; min <= 6'd0; hour <= 5'd0; dow <= 3'd0;
        end else if (load) begin
            sec <= ld_sec; min <= ld_min; hour <= ld_hour; dow <= ld_dow;
        end else if (tick_1hz) begin
            if (sec_wrap) begin
                sec <= 6'd0;
                if (min_wrap) begin
                    min <= 6'd0;
                    if (hour_wrap) begin
                        hour <= 5'd0;
                        dow  <= (dow == 3'd6) ? 3'd0 : dow + 3'd1;
                    end else
                        hour <= hour + 5'd1;
                end else
                    min <= min + 6'd1;
            end else
                sec <= sec + 6'd1;
        end
    end

    always @(posedge clk) begin
        if (rst)
            alarm <= 1'b0;
        else if (!alarm_en)
            alarm <= 1'b0;
        else if (tick_1hz && sec == 6'd0 && min == alarm_min && hour == alarm_hour)
            alarm <= 1'b1;
    end

    assign midnight = (hour == 5'd0) && (min == 6'd0) && (sec == 6'd0);
endmodule
